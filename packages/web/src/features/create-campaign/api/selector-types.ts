// The selector's answers are declared once, with every API type, in lib/api-types.
export type { SelectorPage, SelectorRow } from '../../../lib/api-types';
