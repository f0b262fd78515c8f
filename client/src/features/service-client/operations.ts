import { graphql } from '../../gql';

export const ServiceClientsQuery = graphql(`
  query ServiceClientsQuery {
    serviceClients {
      id
      clientId
      name
      scopes
      sdCode
      sdName
      rateLimitPerMinute
      expiresAt
      status
      revokedAt
      lastCalledAt
    }
  }
`);

export const RegisterServiceClientMutation = graphql(`
  mutation RegisterServiceClientMutation($input: ServiceClientInput!) {
    registerServiceClient(input: $input) {
      client {
        id
        clientId
        name
      }
      clientSecret
    }
  }
`);

export const RevokeServiceClientMutation = graphql(`
  mutation RevokeServiceClientMutation($id: Int!) {
    revokeServiceClient(id: $id) {
      id
      status
      revokedAt
    }
  }
`);
