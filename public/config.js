// The deployment's runtime configuration (docs/decisions/027-implantacao.md): `npm run deploy:config` writes one per
// environment. Empty here: the app uses the values the build was made with.
window.__OPERA_CONFIG__ = {};
