import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * Keystatic's list of a collection searches and sorts its rows by file name
 * (`CollectionTable` in keystatic-core-ui.js filters on `entry.slug` and its
 * Name column sorts by it), keeps the search typed in the page's address,
 * and no setting changes any of it. This build step makes that list search
 * by every word of the name, detail and file name of each entry and sort
 * its Name column by the name it shows (`useListByName`, entry-names.ts),
 * report how many entries it shows, and keep the search in this tab's memory
 * instead of the address, where a child's name typed in it would stay in the
 * history and the logs (`useReportListShown`, `lastSearchOf`, list-shown.ts).
 * The rows, their drawing, the search field and the sorting stay Keystatic's
 * (decision 233). A Keystatic version whose code is not as written here
 * fails the staff build, so the step never silently does nothing.
 */

const moduleOf = (file: string) => JSON.stringify(fileURLToPath(new URL(file, import.meta.url)));
const imports = [
  `import { useListByName } from ${moduleOf("./entry-names.ts")};`,
  `import { lastSearchOf, useReportListShown } from ${moduleOf("./list-shown.ts")};`,
];

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
    what: "the sort's inputs and the count shown",
    from: "}, [collection, filteredItems, mainFiles, sortDescriptor.column, sortDescriptor.direction]);",
    to: "}, [collection, filteredItems, mainFiles, sortDescriptor.column, sortDescriptor.direction, listByName]);\n  useReportListShown(props.collection, searchTerm, sortedItems.length, entriesWithData.length);",
  },
  {
    what: "the search the list opens with",
    from: 't0 = (_URLSearchParams$get = new URLSearchParams(router.search).get("search")) !== null && _URLSearchParams$get !== void 0 ? _URLSearchParams$get : "";',
    to: "t0 = lastSearchOf(collection);",
  },
  {
    what: "the search kept in the address",
    from: 'setSearchTerm(value);\n      const params = new URLSearchParams(router.search);\n      if (value) {\n        params.set("search", value);\n      } else {\n        params.delete("search");\n      }\n      router.replace(router.pathname + "?" + params.toString());',
    to: "setSearchTerm(value);",
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
  return `${imports.join("\n")}\n${changed}`;
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
