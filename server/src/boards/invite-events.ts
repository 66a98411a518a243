/**
 * What the boards feature tells others about invitations (IMPL-039: the invitee is notified
 * of an invitation, the inviter of its acceptance). The composition root hands in the
 * notifications feature's implementation; boards never import it.
 */
export interface InviteEvents {
  /** Invites by user id were made (email invites have no account to tell yet). */
  invited(event: {
    boardId: string;
    inviterId: string;
    invites: { inviteId: string; inviteeUserId: string }[];
  }): Promise<void>;
  /** An invite was accepted; `accepterId` is now a collaborator. */
  accepted(event: {
    boardId: string;
    inviteId: string;
    inviterId: string;
    accepterId: string;
  }): Promise<void>;
}
