import { graphql } from '../../gql';

export const MenuPermissionPageQuery = graphql(`
  query MenuPermissionPageQuery {
    userRoles {
      id
      name
      permissions
      selfApproved
    }
    permissions {
      id
      name
      paths
    }
    abilities {
      grantMenus
    }
  }
`);

export const UpdateRolePermissionsMutation = graphql(`
  mutation UpdateRolePermissionsMutation($id: RoleCode!, $input: RolePermissionInput!) {
    updateRolePermissions(id: $id, input: $input) {
      id
      name
      permissions
      selfApproved
    }
  }
`);
