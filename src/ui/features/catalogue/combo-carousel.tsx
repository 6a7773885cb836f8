/** Trip packages from cityCombo/list; `vertical` shows the vertical covers of the mobile landing page. */
export function ComboCarousel(_props: { vertical?: boolean }) {
  return null;
}
