declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL URL in the "postgres" project; empty in the "pglite" project. */
    testDatabaseUrl: string;
    /** A PGlite data dump, migrated and seeded (pglite project only; see global-setup.ts). */
    pgliteTemplate: string;
    /** A PGlite data dump of a new, empty database (pglite project only). */
    pgliteEmptyTemplate: string;
    /**
     * A PGlite data folder, migrated and not seeded, that process tests copy (pglite project
     * only; see pglite-data-dir.ts). Never opened itself.
     */
    pgliteDataDirTemplate: string;
  }
}

export {};
