import { useEffect, useRef } from 'react';
import { useTeamDeleteConfirm } from '../useTeamDeleteConfirm.ts';

/** One click on a row's Delete: the row's name, and the call that deletes it. */
export interface DeleteRequest {
  name: string;
  remove: () => Promise<unknown>;
}

/**
 * The confirmation before deleting a role or a member (useTeamDeleteConfirm), opened once for
 * each new `request`: a click on Delete makes a new one, so the same row can be asked again.
 */
export function TeamDeleteConfirm({
  textKeys,
  request,
}: {
  textKeys: 'team:role.' | 'team:member.';
  request?: DeleteRequest;
}) {
  const [confirmDelete, holder] = useTeamDeleteConfirm(textKeys);
  // Remembers the request already asked about, so that a re-render does not ask it twice.
  const asked = useRef<DeleteRequest | undefined>(undefined);
  useEffect(() => {
    if (!request || asked.current === request) return;
    asked.current = request;
    confirmDelete(request.name, request.remove);
  });
  return holder;
}
