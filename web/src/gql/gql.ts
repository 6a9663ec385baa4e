/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n": typeof types.AuthMeDocument,
    "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n": typeof types.AuthLoginDocument,
    "\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n": typeof types.AdminSetupStatusDocument,
    "\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n": typeof types.SetupAdminDocument,
};
const documents: Documents = {
    "\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n": types.AuthMeDocument,
    "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n": types.AuthLoginDocument,
    "\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n": types.AdminSetupStatusDocument,
    "\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n": types.SetupAdminDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AuthMe {\n    me {\n      id\n      email\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation AuthLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n"): (typeof documents)["\n  query AdminSetupStatus {\n    setupStatus {\n      needsSetup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation SetupAdmin($email: String!, $password: String!) {\n    setupAdmin(email: $email, password: $password) {\n      success\n      token\n      error\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;