import { graphql } from '../../../gql';

/** `/dashboard/team`: the owner's members, waiting invitations and the team's log. */
export const MyTeamQuery = graphql(`
  query MyTeam {
    myTeam {
      members {
        userId
        firstname
        lastname
        email
        role
        joinedAt
        isMe
      }
      invitations {
        id
        email
        role
        createdAt
        expiresAt
      }
      log {
        id
        at
        actorEmail
        action
        subjectEmail
        role
      }
    }
  }
`);

export const InviteTeamMemberMutation = graphql(`
  mutation InviteTeamMember($email: String!, $role: TeamRole!) {
    inviteTeamMember(email: $email, role: $role) {
      id
    }
  }
`);

export const RevokeTeamInvitationMutation = graphql(`
  mutation RevokeTeamInvitation($id: Int!) {
    revokeTeamInvitation(id: $id)
  }
`);

export const SetTeamMemberRoleMutation = graphql(`
  mutation SetTeamMemberRole($userId: Int!, $role: TeamRole!) {
    setTeamMemberRole(userId: $userId, role: $role)
  }
`);

export const RemoveTeamMemberMutation = graphql(`
  mutation RemoveTeamMember($userId: Int!) {
    removeTeamMember(userId: $userId)
  }
`);

/** `/equipe/invitation/:token`: what the link offers. */
export const TeamInvitationQuery = graphql(`
  query TeamInvitation($token: String!) {
    teamInvitation(token: $token) {
      companyName
      email
      role
      expiresAt
    }
  }
`);

export const AcceptTeamInvitationMutation = graphql(`
  mutation AcceptTeamInvitation($token: String!) {
    acceptTeamInvitation(token: $token)
  }
`);

export const JoinTeamByRegisteringMutation = graphql(`
  mutation JoinTeamByRegistering($token: String!, $firstname: String!, $lastname: String!, $password: String!) {
    joinTeamByRegistering(token: $token, firstname: $firstname, lastname: $lastname, password: $password)
  }
`);
