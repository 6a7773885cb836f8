import type { DictItem, PageConfig } from '../../src/api/types/site';
import { IMAGE_EXTENSIONS, isValidEmail, MB } from '../../src/lib/validation';
import type { SiteSlice } from '../world-slices';
import type { SeedContext } from '../seed-context';
import { BAD_INPUT, fail, handle, isoTime, nextId, paginate } from '../kit';
import { fileStore } from '../files';
import type { LanguageCode } from '../../src/api/types/common';

const UPLOAD_LIMIT_MB = 30;

const dict = (entries: [string, string][]): DictItem[] => entries.map(([value, label], sort) => ({ value, label, sort }));

export function seedSite(ctx: SeedContext): SiteSlice {
  void ctx;
  const languageNames: [string, string][] = [
    ['en', 'English'], ['zh', '中文'], ['ja', '日本語'], ['ko', '한국어'], ['ar', 'العربية'], ['es', 'Español'],
  ];
  return {
    languages: languageNames.map(([code, nameSelf]) => ({ code, nameSelf, icon: `media/flag/${code}.svg` })),
    pageConfig: {
      principalPhone: '+86 400 820 2026',
      principal: 'Li Wen, customer care lead',
      schoolAddress: 'Room 1208, 88 Century Avenue, Pudong New Area, Shanghai 200120',
      supportCompany: 'China Trip Planner (Shanghai) Co., Ltd.',
      mobileLearnQrCode: 'media/qr/site.svg',
    },
    dicts: {
      feedbackType: dict([['1', 'Technical bug'], ['2', 'Optimisation suggestion']]),
      appealType: dict([['booking', 'Trip package booking'], ['story', 'Removed or hidden story'], ['account', 'Account and sign-in'], ['other', 'Something else']]),
      region: dict([['north', 'North China'], ['northeast', 'Northeast'], ['east', 'East China'], ['central', 'Central China'], ['south', 'South China'], ['southwest', 'Southwest'], ['northwest', 'Northwest']]),
      tripTheme: dict([['classic', 'First-time classics'], ['nature', 'Mountains and rivers'], ['food', 'Food trail'], ['culture', 'History and culture'], ['family', 'Family friendly']]),
      storySort: dict([['latest', 'Latest'], ['popular', 'Most liked']]),
      notificationType: dict([['1', 'Mentions'], ['2', 'Likes'], ['3', 'System']]),
      sex: dict([['1', 'Male'], ['2', 'Female'], ['0', 'Prefer not to say']]),
    },
    customerServices: ['en', 'zh', 'ja', 'ko', 'ar', 'es'].map((languageCode, index) => ({
      id: index + 1,
      languageCode,
      // in mock mode the hand-off opens the site's own live support, which answers (no dead page)
      url: `/home?liveSupport=open&lang=${languageCode}`,
    })),
    customerServiceRecords: [],
    feedback: [],
  };
}

/** Duck-typed: in Node tests the File may come from another realm than the global Blob. */
function isFile(value: unknown): value is Blob & { name?: string } {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';
}

async function storeUpload(file: unknown, visibility: 'public' | 'private') {
  if (!isFile(file)) fail(BAD_INPUT, 'Attach the file in the form field "file"');
  const name = file.name ?? 'upload';
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  if (!IMAGE_EXTENSIONS.includes(extension)) fail(BAD_INPUT, 'File type incorrect: use png, jpg, jpeg or gif');
  if (file.size === 0) fail(BAD_INPUT, 'The file is empty');
  if (file.size > UPLOAD_LIMIT_MB * MB) fail(BAD_INPUT, `File size exceeds the limit of ${UPLOAD_LIMIT_MB} MB`);
  const id = `${visibility}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
  const type = extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
  await fileStore().put(id, { bytes: new Uint8Array(await file.arrayBuffer()), type });
  return { filePath: `media/upload/${id}`, fileName: name, size: file.size };
}

type LocalText = Partial<Record<LanguageCode, string>>;

/**
 * The seeded company details as a reader of each language reads them (English is the world's own). A
 * value edited in the stored world is shown as it is: only the seeded wording is known in other languages.
 */
const PAGE_CONFIG_TEXT: Record<'principal' | 'schoolAddress' | 'supportCompany', Record<string, LocalText>> = {
  principal: {
    'Li Wen, customer care lead': {
      zh: '李文，客户关怀主管', ja: '李文（カスタマーケア責任者）', ko: '리원, 고객 지원 책임자',
      ar: 'لي ون، مسؤولة رعاية العملاء', es: 'Li Wen, responsable de atención al cliente',
    },
  },
  schoolAddress: {
    'Room 1208, 88 Century Avenue, Pudong New Area, Shanghai 200120': {
      zh: '上海市浦东新区世纪大道88号1208室，邮编200120', ja: '〒200120 上海市浦東新区世紀大道88号 1208室',
      ko: '상하이시 푸둥신구 세기대로 88호 1208호 (우편번호 200120)', ar: 'الغرفة 1208، 88 جادة القرن، منطقة بودونغ الجديدة، شانغهاي 200120',
      es: 'Oficina 1208, 88 Century Avenue, Nueva Área de Pudong, Shanghái 200120',
    },
  },
  supportCompany: {
    'China Trip Planner (Shanghai) Co., Ltd.': { zh: '中国旅行规划（上海）有限公司', ja: '中国旅行規劃（上海）有限公司', ko: '차이나 트립 플래너(상하이) 유한회사' },
  },
};

function localPageConfig(config: PageConfig, language: LanguageCode): PageConfig {
  const local = (field: keyof typeof PAGE_CONFIG_TEXT) => PAGE_CONFIG_TEXT[field][config[field]]?.[language] ?? config[field];
  return { ...config, principal: local('principal'), schoolAddress: local('schoolAddress'), supportCompany: local('supportCompany') };
}

export const siteHandlers = [
  handle('language/list', (ctx) => ctx.world.languages),
  handle('common/enum', (ctx) => ({
    pageConfig: localPageConfig(ctx.world.pageConfig, ctx.languageCode),
    feedbackTypes: ctx.world.dicts.feedbackType.map(({ value, label }) => ({ value, label })),
    appealTypes: ctx.world.dicts.appealType.map(({ value, label }) => ({ value, label })),
    sexes: ctx.world.dicts.sex.map(({ value, label }) => ({ value, label })),
  })),
  handle('enums/allDict', (ctx) => ctx.world.dicts),
  handle('sys/role/list', () => [
    { id: 1, roleKey: 'visitor', roleName: 'Visitor' },
    { id: 2, roleKey: 'client', roleName: 'Signed-in traveller' },
  ]),
  handle('customerService/info', (ctx) => {
    const languageCode = ctx.payload.languageCode;
    const contact = ctx.world.customerServices.find((c) => c.languageCode === languageCode) ?? ctx.world.customerServices[0];
    return { id: contact.id, url: contact.url };
  }),
  handle('customerService/record', (ctx) => {
    const customerServiceId = ctx.payload.customerServiceId;
    if (!ctx.world.customerServices.some((c) => c.id === customerServiceId)) fail(BAD_INPUT, 'Unknown customer-service contact');
    ctx.world.customerServiceRecords.push({ customerServiceId, accountId: ctx.account?.id ?? null, at: ctx.now() });
    return null;
  }),
  handle('feedback/submit', (ctx) => {
    const account = ctx.requireAccount();
    const feedbackType = ctx.payload.feedbackType;
    if (feedbackType !== 1 && feedbackType !== 2) fail(BAD_INPUT, 'feedbackType must be 1 (technical bug) or 2 (optimisation suggestion)');
    if (ctx.payload.feedbackChannel !== 3) fail(BAD_INPUT, 'feedbackChannel must be 3');
    const content = ctx.payload.content;
    const email = ctx.payload.email;
    if (!isValidEmail(email)) fail(BAD_INPUT, 'The e-mail address is not valid');
    const imagePath = ctx.payload.imagePath;
    if (imagePath.split(',').filter(Boolean).length > 5) fail(BAD_INPUT, 'At most 5 images');
    const entry: SiteSlice['feedback'][number] = {
      id: nextId(ctx.world),
      accountId: account.id,
      feedbackChannel: 3 as const,
      feedbackType,
      content,
      email,
      imagePath,
      createTime: isoTime(ctx.now()),
      reply: null,
    };
    ctx.world.feedback.unshift(entry);
    return entry;
  }),
  handle('feedback/myPage', (ctx) => {
    const account = ctx.requireAccount();
    return paginate(ctx.world.feedback.filter((f) => f.accountId === account.id), ctx.payload);
  }),
  handle('common/minio/upload', (ctx) => storeUpload(ctx.payload, 'public')),
  handle('common/oss/private/upload', (ctx) => storeUpload(ctx.payload, 'private')),
];
