/** The signed-in user's menu in the desktop header. */
export function UserMenu() {
  return null;
}
