import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request/request.ts';

const READ = { repeatSubmit: false } as const;

/** 0 enabled, 1 disabled, for roles and members alike. */
export type ActiveStatus = 0 | 1;

export interface Role {
  id: number;
  name: string;
  menus: string[];
  status: ActiveStatus;
  createTime: string;
}

export interface Member {
  id: number;
  userName: string;
  email: string;
  phonenumber: string;
  countryId: number;
  roleId: number | null;
  roleName: string;
  remark: string;
  status: ActiveStatus;
  createTime: string;
}

export interface PageFilters {
  pageNum: number;
  pageSize: number;
  /** Part of the role name (roles) or member name (members). */
  search?: string;
}

export function useRoles({ pageNum, pageSize, search }: PageFilters) {
  return useQuery({
    queryKey: ['team', 'roles', { pageNum, pageSize, search }],
    queryFn: () => request.page<Role>('/user/role/list', { pageNum, pageSize, name: search }, READ),
    placeholderData: keepPreviousData,
  });
}

/** Every role of the account, for the member form (the server pages at most 100). */
export function useRoleOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['team', 'roles', 'options'],
    queryFn: () => request.page<Role>('/user/role/list', { pageNum: 1, pageSize: 100 }, READ),
    enabled,
  });
}

export function useMembers({ pageNum, pageSize, search }: PageFilters) {
  return useQuery({
    queryKey: ['team', 'members', { pageNum, pageSize, search }],
    queryFn: () =>
      request.page<Member>('/user/team/list', { pageNum, pageSize, userName: search }, READ),
    placeholderData: keepPreviousData,
  });
}

export interface RoleInput {
  name: string;
  menus: string[];
  status: ActiveStatus;
}

export function saveRole(input: RoleInput, id?: number) {
  return id
    ? request.post<null>('/user/role/edit', { ...input, id })
    : request.post<{ id: number }>('/user/role/add', input);
}

export function deleteRole(id: number) {
  return request.post<null>(`/user/role/delete/${id}`, {});
}

export interface MemberInput {
  userName: string;
  email?: string;
  phonenumber?: string;
  countryId: number;
  roleId: number;
  remark?: string;
  status: ActiveStatus;
}

export function addMember(input: MemberInput & { password: string }) {
  return request.post<{ id: number }>('/user/team/add', input);
}

export function editMember(input: MemberInput & { id: number }) {
  return request.post<null>('/user/team/edit', input);
}

export function resetMemberPassword(id: number, password: string) {
  return request.post<null>('/user/team/resetPwd', { id, password });
}

export function deleteMember(id: number) {
  return request.post<null>(`/user/team/delete/${id}`, {});
}
