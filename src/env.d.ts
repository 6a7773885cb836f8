/** The settings the site reads at build time (.env.example lists them with what they do). */
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_LIVECHAT_SCRIPT?: string;
  readonly VITE_IP_LOOKUP_URL?: string;
  /** set by the build (scripts/string-files.ts): the version in the names of the strings' files */
  readonly STRINGS_VERSION: string;
}
