import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Keystatic's list of a collection searches and sorts its rows by file name
 * (`CollectionTable` in keystatic-core-ui.js filters on `entry.slug` and its
 * Name column sorts by it), and no setting changes either. This build step
 * makes that list search by every word of the name, detail and file name
 * of each entry, and sort its Name column by the name it shows, through
 * `useListByName` (entry-names.ts), called at the top of `CollectionTable`;
 * the rows, their drawing, the search field and the sorting stay Keystatic's
 * (decision 233). A Keystatic version whose code is not as written here
 * fails the staff build, so the step never silently does nothing.
 */

const namesModule = fileURLToPath(new URL("./entry-names.ts", import.meta.url));

const changes: readonly { what: string; from: string; to: string }[] = [
  {
    what: "the list reads the names",
    from: "function CollectionTable(props) {\n  let {\n    searchTerm\n  } = props;\n",
    to: "function CollectionTable(props) {\n  let {\n    searchTerm\n  } = props;\n  const listByName = useListByName(props.collection);\n",
  },
  {
    what: "the search",
    from: "entriesWithData.filter(item => item.name.toLowerCase().includes(searchTerm.toLowerCase()));\n  }, [entriesWithData, searchTerm]);",
    to: "entriesWithData.filter(item => listByName.answers(item.name, searchTerm));\n  }, [entriesWithData, searchTerm, listByName]);",
  },
  {
    what: "the Name column's sort",
    from: "if (sortDescriptor.column === SLUG) {\n          var _collection$parseSlug, _collection$parseSlug2;\n          return (_collection$parseSlug = (_collection$parseSlug2 = collection.parseSlugForSort) === null || _collection$parseSlug2 === void 0 ? void 0 : _collection$parseSlug2.call(collection, row.name)) !== null && _collection$parseSlug !== void 0 ? _collection$parseSlug : row.name;\n        }",
    to: "if (sortDescriptor.column === SLUG) {\n          return listByName.sortName(row.name);\n        }",
  },
  {
    what: "the sort's inputs",
    from: "}, [collection, filteredItems, mainFiles, sortDescriptor.column, sortDescriptor.direction]);",
    to: "}, [collection, filteredItems, mainFiles, sortDescriptor.column, sortDescriptor.direction, listByName]);",
  },
];

const keystaticUi = /@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui\.js$/;

/** Keystatic's UI code with its list searched and sorted by name, or an error naming what is not where it was. */
export function withListByName(code: string): string {
  const missing = changes.filter(({ from }) => code.split(from).length !== 2);
  if (missing.length > 0) {
    throw new Error(
      `Keystatic's list is not as staff/editor/list-by-name.ts expects (${missing.map(({ what }) => what).join(", ")}): check the new version and update the step`,
    );
  }
  const changed = changes.reduce((text, { from, to }) => text.replace(from, () => to), code);
  return `import { useListByName } from ${JSON.stringify(namesModule)};\n${changed}`;
}

export function keystaticListByName(): Plugin {
  return {
    name: "keystatic-list-by-name",
    enforce: "pre",
    transform(code, id) {
      if (!keystaticUi.test(id.split("?")[0] ?? id)) return null;
      return { code: withListByName(code), map: null };
    },
  };
}
