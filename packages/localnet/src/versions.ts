/** The AvalancheGo version the pre-Helicon suites install and run (scripts/real-node/install-avalanchego.sh). */
export const AVALANCHEGO_VERSION = 'v1.14.0';

/** The AvalancheGo version of the Helicon suites (built from source snapshots into the peers cache). */
export const HELICON_AVALANCHEGO_VERSION = 'v1.15.0';
