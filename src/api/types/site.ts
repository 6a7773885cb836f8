import type { Option } from './common';

export interface Language {
  code: string;
  nameSelf: string;
  icon: string;
}

export interface PageConfig {
  principalPhone: string;
  principal: string;
  schoolAddress: string;
  supportCompany: string;
  mobileLearnQrCode: string;
}

export interface SiteEnums {
  pageConfig: PageConfig;
  feedbackTypes: Option[];
  appealTypes: Option[];
  sexes: Option[];
}

export interface DictItem {
  value: string;
  label: string;
  sort: number;
}

export type AllDicts = Record<string, DictItem[]>;

export interface Role {
  id: number;
  roleKey: string;
  roleName: string;
}

/** A country as an IP lookup named it (in English, or by its ISO code) and its two-letter ISO code when the answer gave one. */
export interface VisitorCountry {
  name: string;
  code: string | null;
}
