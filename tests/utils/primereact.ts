import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the PrimeReact Dropdown labelled `label` and picks the option `option`, as a user clicking would. */
export async function pickOption(user: UserEvent, label: string, option: string) {
  const input = await screen.findByLabelText(label);
  const dropdown = input.closest('.p-dropdown');
  if (!dropdown) throw new Error(`'${label}' não é um Dropdown`);
  await user.click(dropdown);
  // The panel is appended to <body> outside an open modal dialog; jsdom's accessibility tree then hides it.
  const [item] = await screen.findAllByRole('option', { name: option, hidden: true });
  await user.click(item);
}
