// The dev-only oracle, @avalabs/avalanchejs 5.2.0, for byte-equality tests. Its published declarations re-export
// through extensionless directory imports that NodeNext cannot follow (most names, `Int`, `pvmSerial`, ..., resolve
// to nothing), so the tests reach it untyped, through this one file.
import * as avalanchejs from '@avalabs/avalanchejs';

/** The avalanchejs 5.2.0 module, untyped (see above). */
// biome-ignore lint/suspicious/noExplicitAny: its declarations do not resolve under NodeNext
export const ajs: any = avalanchejs;
