/** An operation's 2xx responses (JSON or empty) and, for a paged one (`x-paging`), where its items are. */
import { deref, type OpenApiDocument, type OperationObject } from './load.ts';
import { fail, jsonSchemaOf, type OperationModel } from './operationModel.ts';
import { flattenSchema } from './paramRules.ts';

/** The statuses that answer JSON or nothing, and the schema of the first one's body. */
export function readResponses(
  doc: OpenApiDocument,
  where: string,
  op: OperationObject,
  model: OperationModel,
): void {
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    if (jsonSchemaOf(doc, response)) model.successStatuses.push(status);
    else if (!deref(doc, response).content) model.emptyStatuses.push(status);
  }
  if (model.successStatuses.length === 0 && model.emptyStatuses.length === 0)
    fail(where, 'no 2xx response with a JSON body or without a body');
  const first = [...model.successStatuses, ...model.emptyStatuses].sort()[0]!;
  const answer = jsonSchemaOf(doc, op.responses?.[first]);
  if (answer) model.response = flattenSchema(doc, answer);
}

/** `x-paging`: the page token is a param, and every JSON answer has the items array and `nextPageToken`. */
export function readPaging(
  doc: OpenApiDocument,
  where: string,
  op: OperationObject,
  model: OperationModel,
): void {
  const paging = op['x-paging'];
  if (!paging) return;
  // the token travels as a query parameter, or as a body field (the Metrics API's compositeQueryV2)
  const bodyToken = model.hasBody && !model.pathParams.includes('pageToken') && model.schema.pageToken;
  if (!model.queryParams.includes('pageToken') && !bodyToken)
    fail(where, 'x-paging needs a pageToken query parameter or body field');
  for (const status of model.successStatuses) {
    const result = flattenSchema(doc, jsonSchemaOf(doc, op.responses?.[status])!);
    const items = result.properties?.[paging.items];
    if (!items || flattenSchema(doc, items).type !== 'array') {
      fail(where, `x-paging.items ${paging.items} is not an array field of the ${status} response`);
    }
    if (!result.properties?.nextPageToken) fail(where, `the ${status} response has no nextPageToken`);
  }
  model.items = paging.items;
}
