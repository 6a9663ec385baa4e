import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg } from 'type-graphql';

/** An uploaded file as a resolver receives it: the file, once graphql-upload has met it in the request. */
export interface PendingUpload {
  promise: Promise<FileUpload>;
}

/**
 * graphql-upload's Upload scalar with its file handed over still pending: type-graphql awaits an
 * argument that is a promise before the resolver runs, where a file that never came (a multipart
 * body cut short) could only fail as an unexpected error; the service reading it says so in words.
 */
const PendingUploadScalar = new GraphQLScalarType<PendingUpload, never>({
  ...GraphQLUpload.toConfig(),
  parseValue: (value) => ({ promise: GraphQLUpload.parseValue(value) as Promise<FileUpload> }),
  // graphql-upload refuses a file written in the query itself (it throws).
  parseLiteral: (node, variables) => ({ promise: GraphQLUpload.parseLiteral(node, variables) as Promise<FileUpload> }),
});

/** The `Upload!` argument of a mutation that takes a file (graphql-upload's multipart requests). */
export function UploadArg(name = 'file') {
  return Arg(name, () => PendingUploadScalar);
}
