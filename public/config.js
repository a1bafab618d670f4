window.__OPERA_CONFIG__ = {};
