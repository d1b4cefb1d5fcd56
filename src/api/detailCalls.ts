import type { CampaignDetail, Question, Reward } from '../../contract/wire';
import { request } from './client';

// The detail pages' own data: app/nextScreens imports this module alone, on the tap that opens one
// (its namespace is all the build makes the chunks export); ./calls re-exports it for the pages.

/** SPEC §7. */
export const getQuestionnaire = () => request<Question[]>('GET', '/api/questionnaire');

// API.md Part B.
export const getCampaign = (id: number) => request<CampaignDetail>('GET', `/api/campaigns/${id}`);
export const getReward = (id: number) => request<Reward>('GET', `/api/rewards/${id}`);
