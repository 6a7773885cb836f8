import { createActorContext } from '@xstate/react';
import { dictionariesMachine } from '../machines/site/dictionaries.machine';
import type { DictItem, PageConfig } from '../api/types/site';

export const DictionariesContext = createActorContext(dictionariesMachine);

const NO_ITEMS: DictItem[] = [];

/** Options of one dictionary (feedbackType, appealType, region, tripTheme, storySort, notificationType, sex). */
export const useDictionary = (name: string): DictItem[] => DictionariesContext.useSelector((s) => s.context.dicts[name] ?? NO_ITEMS);
export const usePageConfig = (): PageConfig | null => DictionariesContext.useSelector((s) => s.context.enums?.pageConfig ?? null);
