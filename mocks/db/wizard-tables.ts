/** Tables of the wizard area: legacy patients, encounters, admissions (issue 4 fills the seed). */
export function createWizardTables() {
  return {};
}
