/** A fresh seeded world: seeded at build time in a built site, by `seedWorld` on the dev server (scripts/seeded-world.ts). */
declare module 'virtual:seeded-world' {
  export function seededWorld(): import('./world').World;
}
