/**
 * Kept only while content/codeville/*.ts, content/hub/talent-*.ts and
 * content/site/privacy.ts (being moved to data) import the block schemas from
 * here: they are schemas/content/blocks.ts.
 */
export * from "#schemas/content/blocks.ts";
