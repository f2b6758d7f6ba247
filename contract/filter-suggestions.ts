/**
 * Known values of each filter, offered as suggestions by the console's filter builder (which
 * still accepts any text). The corpus generator draws from the same lists, so a suggestion
 * always matches some prospects.
 */
export { FILTER_SUGGESTIONS } from "./prospect-vocabulary";
