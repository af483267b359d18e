/**
 * A JSON body the mock server sent, as the tests read it (test files only): any field path may be read,
 * and the assertions are what fail on a shape they do not expect. The tests' fetch helpers, queues and
 * callbacks type what `res.json()` gives as this, in one place.
 */
// biome-ignore lint/suspicious/noExplicitAny: a parsed body whose shape is what the test asserts
export type JsonBody = any;
