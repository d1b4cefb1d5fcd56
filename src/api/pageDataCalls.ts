import type {
  CodeEntry,
  HomeFeed,
  PointEntry,
  Product,
  RedeemEntry,
  Reward,
  UserReward,
} from '../../contract/wire';
import { request } from './client';

// The calls whose answers pages show first (pages/pageData): startup may start the first page's
// right after login, so they are in the startup JS. The other calls of the pages (calls.ts) load
// with the pages.

export const getHome = () => request<HomeFeed>('GET', '/api/home');
export const getRewards = () => request<Reward[]>('GET', '/api/rewards');
export const getMyRewards = () => request<UserReward[]>('GET', '/api/user/rewards');
export const getProducts = () => request<Product[]>('GET', '/api/products');
export const getPointHistory = () => request<PointEntry[]>('GET', '/api/user/history/point');
export const getRedeemHistory = () => request<RedeemEntry[]>('GET', '/api/user/history/redeem');
export const getCodeHistory = () => request<CodeEntry[]>('GET', '/api/user/history/code');
