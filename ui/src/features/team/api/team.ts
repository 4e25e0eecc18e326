import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery, useGraphqlMutation } from '../../../lib/query';

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

/** `/dashboard/team` for a recruiter: the members only, read only (issue 58, minor 17). */
export const MyTeamMembersQuery = graphql(`
  query MyTeamMembers {
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

/** `/dashboard/team`: members, invitations and history (owners). */
export const useMyTeam = () => useQuery(graphqlQuery(MyTeamQuery, {}));
/** `/dashboard/team`: the members (a recruiter). */
export const useMyTeamMembers = () => useQuery(graphqlQuery(MyTeamMembersQuery, {}));

// Each change of the team reloads it.
export const useInviteTeamMember = () => useGraphqlMutation(InviteTeamMemberMutation, 'MyTeam');
export const useRevokeTeamInvitation = () => useGraphqlMutation(RevokeTeamInvitationMutation, 'MyTeam');
export const useSetTeamMemberRole = () => useGraphqlMutation(SetTeamMemberRoleMutation, 'MyTeam');
export const useRemoveTeamMember = () => useGraphqlMutation(RemoveTeamMemberMutation, 'MyTeam');

/** The invitation's page: the team and the e-mail invited. */
export const useTeamInvitation = (token: string) => useQuery(graphqlQuery(TeamInvitationQuery, { token }));
export const useAcceptTeamInvitation = () => useGraphqlMutation(AcceptTeamInvitationMutation);
export const useJoinTeamByRegistering = () => useGraphqlMutation(JoinTeamByRegisteringMutation);
