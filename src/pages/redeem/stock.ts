import type { Reward } from '../../../contract/wire';
import { formatDate, formatPoints } from '../../ui/format';
import { text } from './text';

export const stockText = (r: Pick<Reward, 'stockLeft'>) =>
  r.stockLeft > 0 ? text.stock.left(r.stockLeft) : text.stock.out;

/** 'You need N more' or null when the balance covers the cost (or is unknown). */
export function shortfallText(cost: number, balance: number | undefined): string | null {
  if (balance === undefined || balance >= cost) return null;
  return text.needMore(formatPoints(cost - balance));
}

/** 'Available from mm/dd/yy' or 'No longer available' outside the redeem window, else null. */
export function windowText(
  r: Pick<Reward, 'startsAt' | 'endsAt'>,
  now = Date.now(),
): string | null {
  if (now < Date.parse(r.startsAt)) return text.window.from(formatDate(r.startsAt));
  if (now >= Date.parse(r.endsAt)) return text.window.ended;
  return null;
}
