/** The AvalancheGo version the pre-Helicon suites install and run (scripts/real-node/install-avalanchego.sh). */
export const AVALANCHEGO_VERSION = 'v1.14.0';

/** The AvalancheGo version of the Helicon suites (scripts/real-node/build-helicon.sh builds it from source). */
export const HELICON_AVALANCHEGO_VERSION = 'v1.15.0';
