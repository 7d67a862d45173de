import useSWR, { mutate } from 'swr';
import type {
  AdminStats,
  AdminUserView,
  AutoBookmarkRunView,
  CreateVirtualMemberResponse,
  GptSuggestion,
  PublishedMember,
  VirtualMemberView,
} from '../../../../functions/schemas/admin-responses.ts';
import type { HandleAvailability, LanguageOption, MessageAnswer, RegionOption } from '../../../../functions/schemas/responses.ts';
import type { createVirtualMemberBody, gptSuggestBody, updateVirtualMemberBody } from '../../../../functions/schemas/admin.ts';
import { type RequestBody, apiRequest } from '../../lib/api';

export type { AdminStats, AdminUserView, AutoBookmarkRunView, CreateVirtualMemberResponse, GptSuggestion, LanguageOption, RegionOption, VirtualMemberView };
export type { AutoBookmarkProgress } from '../../../../functions/schemas/admin-responses.ts';

export const ADMIN_STATS_KEY = '/api/admin/stats';
export const ADMIN_USERS_KEY = '/api/admin/users';
export const VIRTUAL_MEMBERS_KEY = '/api/admin/virtual-members';
export const REGIONS_KEY = '/api/youtube/regions';
export const LANGUAGES_KEY = '/api/youtube/languages';
export const virtualMemberKey = (id: string) => `/api/admin/virtual-members/${encodeURIComponent(id)}`;
export const autoBookmarkRunKey = (runId: string) => `/api/admin/auto-bookmark-runs/${encodeURIComponent(runId)}`;

/** Poll interval of the result card while any category is pending or in progress. */
export const RUN_POLL_MS = 1500;

// Admin screens show what other people (and background jobs) changed: fetched on every visit.
const FRESH = { revalidateOnMount: true } as const;
export const useAdminStats = () => useSWR<AdminStats | null>(ADMIN_STATS_KEY, FRESH);
export const useAdminUsers = () => useSWR<AdminUserView[] | null>(ADMIN_USERS_KEY, FRESH);
export const useVirtualMembers = () => useSWR<VirtualMemberView[] | null>(VIRTUAL_MEMBERS_KEY, FRESH);
export const useVirtualMember = (id: string | undefined) => useSWR<VirtualMemberView | null>(id ? virtualMemberKey(id) : null, FRESH);
export const useRegions = () => useSWR<RegionOption[] | null>(REGIONS_KEY, { revalidateOnFocus: false });
export const useLanguages = () => useSWR<LanguageOption[] | null>(LANGUAGES_KEY, { revalidateOnFocus: false });

/** The run's per-category progress, polled every 1.5 s until no category is pending or running. */
export function useAutoBookmarkRun(runId: string | null) {
  return useSWR<AutoBookmarkRunView | null>(runId ? autoBookmarkRunKey(runId) : null, {
    refreshInterval: (data) => (data && !data.running ? 0 : RUN_POLL_MS),
    revalidateOnFocus: false,
  });
}

/** After a member changes: the list, the dashboard counts and that member. */
export function refreshMembers(id?: string) {
  return Promise.all([mutate(VIRTUAL_MEMBERS_KEY), mutate(ADMIN_STATS_KEY), id ? mutate(virtualMemberKey(id)) : null]);
}

export function deleteUser(id: string) {
  return apiRequest<MessageAnswer>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`);
}

export function deleteVirtualMember(id: string) {
  return apiRequest<MessageAnswer>('DELETE', virtualMemberKey(id));
}

export function publishVirtualMember(id: string) {
  return apiRequest<PublishedMember>('POST', `${virtualMemberKey(id)}/publish`);
}

export interface MemberFormValues {
  firstName: string;
  lastName: string;
  handle: string;
  title: string;
  description: string;
  profileImageUrl: string;
}

export function createVirtualMember(body: RequestBody<typeof createVirtualMemberBody>) {
  return apiRequest<CreateVirtualMemberResponse>('POST', VIRTUAL_MEMBERS_KEY, body);
}

export function updateVirtualMember(id: string, body: RequestBody<typeof updateVirtualMemberBody>) {
  return apiRequest<VirtualMemberView>('PUT', virtualMemberKey(id), body);
}

export function suggestPersona(body: RequestBody<typeof gptSuggestBody>) {
  return apiRequest<GptSuggestion>('POST', '/api/admin/virtual-members/gpt-suggest', body);
}

export function checkHandleAvailability(handle: string) {
  return apiRequest<HandleAvailability>('GET', `/api/admin/handles/availability?handle=${encodeURIComponent(handle)}`);
}
