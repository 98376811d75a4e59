import { formatCount } from '../numbers/formatCount';

/**
 * The most rows one list or search call answers: the screens' largest chunk (the rows
 * selector's 'All' fetches the whole count in chunks of this size). It bounds what one call
 * costs the server, whoever sends it (docs/reliability.md, "Bounded work per call").
 */
export const MAX_PAGE_SIZE = 1_000;

export const MESSAGE_PAGE_TOO_LARGE = `A page holds at most ${formatCount(MAX_PAGE_SIZE)} orders: ask for more page by page.`;
