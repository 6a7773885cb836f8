/** The account every seeded world has, signed in by presets and named in docs/mock-mode.md. */
export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Travel#2026', nickName: 'Mei Traveller' };
