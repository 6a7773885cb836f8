import { callable } from './client';

export const fetchCombos = callable('cityCombo/list');
export const fetchCombo = callable('cityCombo/view');
export const bookCombo = callable('cityCombo/book');
