import { deflateSync } from "node:zlib";
import fc from "fast-check";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, test } from "vitest";
import type { PdfProblem } from "#schemas/pdf-upload.ts";
import { pdfOfSize } from "#tests/support/multipart-body.ts";
import { assemblePdf, documentObjects, streamBody } from "#tests/support/pdf-files.ts";
import { PdfCheck, PdfRefused } from "./pdf-check.ts";
import { decodedMaxBytes, decodedTotalMaxBytes } from "./pdf-stream-data.ts";

/** The check's verdict on a file sent in chunks of `chunkBytes`: null when it is accepted. */
function verdict(file: Uint8Array, chunkBytes = 64 * 1024): PdfProblem | null {
  const check = new PdfCheck();
  const bytes = Buffer.from(file);
  try {
    for (let at = 0; at < bytes.length; at += chunkBytes) {
      check.write(bytes.subarray(at, at + chunkBytes));
    }
    check.end();
    return null;
  } catch (error) {
    if (error instanceof PdfRefused) return error.problem;
    throw error;
  }
}

async function pdfLibDocument(change?: (document: PDFDocument) => void | Promise<void>) {
  const document = await PDFDocument.create();
  document.addPage().drawText("Ada Okafor, frontend developer");
  await change?.(document);
  return document;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("well-formed PDFs are accepted", () => {
  test("as pdf-lib writes them, with a classic xref table or with object and xref streams", async () => {
    const document = await pdfLibDocument();
    expect(verdict(await document.save({ useObjectStreams: false }))).toBeNull();
    expect(verdict(await document.save({ useObjectStreams: true }))).toBeNull();
  });

  test("with compressed objects and an xref stream using a PNG predictor, as pdfTeX writes them", () => {
    const file = assemblePdf({
      objects: documentObjects("/Outlines 4 0 R "),
      compressed: ["<< /Type /Outlines /Count 0 >>", "<< /Title (Curriculum vitae) >>"],
    });
    expect(verdict(file)).toBeNull();
  });

  test("whatever the chunk boundaries, the verdict is the same", async () => {
    const files = [
      pdfOfSize(3_000),
      Buffer.from(await (await pdfLibDocument()).save({ useObjectStreams: true })),
      assemblePdf({ objects: documentObjects(), compressed: ["<< /S /JavaScript /JS (x) >>"] }),
    ];
    const whole = files.map((file) => verdict(file, file.length));
    expect(whole).toEqual([null, null, "activeContent"]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000 }), (chunkBytes) => {
        expect(files.map((file) => verdict(file, chunkBytes))).toEqual(whole);
      }),
      { numRuns: 60 },
    );
  });

  test("with whitespace or NUL padding after %%EOF, a stream whose /Length is a reference, and CR LF line ends", () => {
    expect(verdict(assemblePdf({ objects: documentObjects(), tail: "\r\n\0\0  \n" }))).toBeNull();
    const indirectLength = assemblePdf({
      objects: [
        ...documentObjects("", "/Contents 4 0 R "),
        "<< /Length 5 0 R >>\r\nstream\r\nBT /F1 12 Tf (Hi) Tj ET\r\nendstream",
        "24",
      ],
    });
    expect(verdict(indirectLength)).toBeNull();
  });

  test("links to web pages and email addresses, as a CV's profile and contact links are", () => {
    for (const uri of [
      "(https://github.com/ada)",
      "(HTTP://ada.example)",
      "(mailto:ada@example.com)",
      "(/about)",
    ]) {
      const annotation = `/Annots [<< /Subtype /Link /A << /S /URI /URI ${uri} >> >>] `;
      expect(verdict(assemblePdf({ objects: documentObjects("", annotation) })), uri).toBeNull();
    }
  });

  test("an /OpenAction that only opens a page, as LaTeX's hyperref writes it", async () => {
    const file = await pdfLibDocument((document) => {
      document.catalog.set(
        PDFName.of("OpenAction"),
        document.context.obj([document.getPage(0).ref, PDFName.of("Fit")]),
      );
    });
    expect(verdict(await file.save())).toBeNull();
    expect(
      verdict(
        assemblePdf({ objects: documentObjects("/OpenAction << /S /GoTo /D [3 0 R /Fit] >> ") }),
      ),
    ).toBeNull();
  });
});

describe("active content is refused", () => {
  test("JavaScript, plain or in an object stream", async () => {
    const document = await pdfLibDocument((pdf) => pdf.addJavaScript("hello", "app.alert(1)"));
    expect(verdict(await document.save({ useObjectStreams: false }))).toBe("activeContent");
    expect(verdict(await document.save({ useObjectStreams: true }))).toBe("activeContent");
  });

  test("an embedded file", async () => {
    const document = await pdfLibDocument((pdf) => pdf.attach(Buffer.from("MZ"), "cv.exe"));
    expect(verdict(await document.save())).toBe("activeContent");
  });

  test.each([
    ["/AA << /O << /S /URI /URI (https://tracker.example) >> >>", "additional actions"],
    ["/Names << /JavaScript 9 0 R >>", "a JavaScript name tree"],
    ["/AcroForm << /Fields [] /XFA 9 0 R >>", "an XFA form"],
    ["/OpenAction << /S /Launch /F (cmd.exe) >>", "a launch action"],
    ["/OpenAction << /S /URI /URI (https://tracker.example) >>", "a link opened by itself"],
    ["/OpenAction << /S /Named /N /Print >>", "a print on opening"],
    ["/Annots [<< /Subtype /RichMedia >>]", "multimedia"],
    ["/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /URI /URI (x) >> >>", "a chained action"],
  ])("%s (%s)", (catalogExtra) => {
    expect(verdict(assemblePdf({ objects: documentObjects(catalogExtra) }))).toBe("activeContent");
  });

  const linkAnnotation = (uri: string) =>
    `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI ${uri} >> >>] `;

  test.each([
    ["(javascript:app.alert(1))", "a script address"],
    ["(JavaScript:app.alert\\(1\\))", "in mixed case, with escaped parentheses"],
    ["( \\njava\\tscript:x)", "after a space, with a tab and a line end inside"],
    ["(\\152avascript:x)", "spelt with an octal escape"],
    ["<6A617661736372697074 3A78>", "spelt in hex"],
    ["<FEFF006A00610076006100730063007200690070007400 3A0078>", "in UTF-16"],
    [`(${" ".repeat(70)}javascript:x)`, "after more spaces than the head keeps"],
    [`(j${"\\t".repeat(70)}avascript:x)`, "with more tabs inside than the head keeps"],
    [
      `<FEFF${"0000".repeat(40)}006A0061007600610073006300720069007000740 03A0078>`,
      "in UTF-16 after 40 zero characters",
    ],
    ["<FFFE6A0061007600610073006300720069007000740 03A007800>", "in UTF-16 little endian"],
    ["(\\357\\273\\277javascript:x)", "after a UTF-8 byte order mark"],
    ["/javascript:x", "written as a name"],
    ["(file:///etc/passwd)", "a file address"],
    ["(data:text/html,<b>x</b>)", "a data address"],
    ["9 0 R", "an address kept in another object"],
  ])("a link annotation to %s (%s)", (uri) => {
    const file = assemblePdf({ objects: documentObjects("", linkAnnotation(uri)) });
    expect(verdict(file)).toBe("activeContent");
    const compressed = assemblePdf({
      objects: documentObjects("", "/Annots 4 0 R "),
      compressed: [`[<< /Type /Annot /Subtype /Link /A << /S /URI /URI ${uri} >> >>]`],
    });
    expect(verdict(compressed)).toBe("activeContent");
  });

  test("a name spelt with #-escapes, as a reader decodes it", () => {
    const file = assemblePdf({
      objects: documentObjects("/OpenAction << /S /J#61vaScript /J#53 (x) >> "),
    });
    expect(verdict(file)).toBe("activeContent");
  });

  test("an /OpenAction that refers to an action object, before or after it", () => {
    const before = assemblePdf({
      objects: [...documentObjects("/OpenAction 4 0 R "), "<< /S /URI /URI (https://x.example) >>"],
    });
    expect(verdict(before)).toBe("activeContent");
    const compressed = assemblePdf({
      objects: documentObjects("/OpenAction 5 0 R "),
      compressed: ["<< /Type /Outlines >>", "<< /S /Named /N /Print >>"],
    });
    expect(verdict(compressed)).toBe("activeContent");
    const destination = assemblePdf({
      objects: [...documentObjects("/OpenAction 4 0 R "), "[3 0 R /XYZ 0 842 0]"],
    });
    expect(verdict(destination)).toBeNull();
  });
});

describe("what a check cannot see into, or what is not a well-formed PDF, is refused", () => {
  test("an encrypted file", () => {
    const file = assemblePdf({
      objects: [...documentObjects(), "<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>"],
      trailer: "/Encrypt 4 0 R /ID [<01> <01>]",
    });
    expect(verdict(file)).toBe("protected");
  });

  test("HTML before the header is not a PDF; HTML after %%EOF or in a comment is not well formed", () => {
    const plain = assemblePdf({ objects: documentObjects() });
    expect(verdict(Buffer.concat([Buffer.from("<html><body>"), plain]))).toBe("notPdf");
    expect(verdict(Buffer.concat([plain, Buffer.from("<html><script>alert(1)</script>")]))).toBe(
      "unreadable",
    );
    expect(verdict(Buffer.concat([plain, Buffer.from("%%EOF trailing words")]))).toBe("unreadable");
    const comment = Buffer.from(
      latin1(plain).replace("%\xe2\xe3\xcf\xd3\n", "%<script>x</script>\n"),
      "latin1",
    );
    expect(verdict(comment)).toBe("unreadable");
  });

  test("a picture, an empty file and a file cut short", () => {
    expect(verdict(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("notPdf");
    expect(verdict(Buffer.alloc(0))).toBe("notPdf");
    const plain = pdfOfSize(3_000);
    expect(verdict(plain.subarray(0, 2_000))).toBe("unreadable");
  });

  test("an object hidden in a stream's data, which only the xref points to", () => {
    // A reader finds object 5 through the xref, inside what a sequential read takes for data.
    const hidden = "5 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n";
    const data = `q Q\n${hidden}`;
    const objects = [
      ...documentObjects("/OpenAction 5 0 R ", "/Contents 4 0 R "),
      streamBody("", data),
    ];
    const plain = assemblePdf({ objects: [...objects, "null"] });
    // Point object 5's xref entry at the hidden copy.
    const text = latin1(plain);
    const hiddenAt = text.indexOf(hidden);
    const shifted = assemblePdf({
      objects: [...objects, "null"],
      shiftOffsets: { 5: hiddenAt - text.indexOf("5 0 obj\nnull") },
    });
    // The names are inside data to a sequential read, so only the xref check can catch this.
    expect(verdict(shifted)).toBe("unreadable");
  });

  test("an xref entry or a startxref that points where no object or section starts", () => {
    expect(verdict(assemblePdf({ objects: documentObjects(), shiftOffsets: { 2: 3 } }))).toBe(
      "unreadable",
    );
    const file = latin1(assemblePdf({ objects: documentObjects() }));
    const startxref = /startxref\n(\d+)/.exec(file)?.[1] ?? "";
    const moved = file.replace(`startxref\n${startxref}`, `startxref\n${Number(startxref) - 7}`);
    expect(verdict(Buffer.from(moved, "latin1"))).toBe("unreadable");
  });

  test("a stream whose /Length skips an earlier endstream, past which a reader would read objects", () => {
    // /Length ends inside the real endstream, so a reader falls back to the first one.
    const data = "q Q\nendstream\nendobj\n9 0 obj << /Kind (decoy) >> endobj\n";
    const body = `<< /Length ${data.length + 3} >>\nstream\n${data}\nendstream`;
    expect(
      verdict(assemblePdf({ objects: [...documentObjects("", "/Contents 4 0 R "), body] })),
    ).toBe("unreadable");
  });

  test("an object stream that decompresses past its bound", () => {
    const bomb = deflateSync(Buffer.alloc(20 * 1024 * 1024, 0x20));
    const body = streamBody("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", bomb);
    expect(verdict(assemblePdf({ objects: [...documentObjects(), body] }))).toBe("unreadable");
  });

  test("object streams that together decompress past the file's bound, each within its own", () => {
    // Each stream inflates its 8 KB to just under the bound of one, and the
    // check lexes what it inflated: many of them held the service's one thread for minutes.
    const size = decodedMaxBytes - 16;
    const spaces = Buffer.alloc(size, 0x20);
    spaces.write("1 0", 0);
    spaces.write("null", size - 5);
    const body = streamBody(
      `/Type /ObjStm /N 1 /First ${size - 5} /Filter /FlateDecode`,
      deflateSync(spaces, { level: 9 }),
    );
    const streams = (count: number) => Array.from({ length: count }, () => body);
    expect(verdict(assemblePdf({ objects: [...documentObjects(), ...streams(1)] }))).toBeNull();
    const many = Math.ceil(decodedTotalMaxBytes / size) + 1;
    expect(verdict(assemblePdf({ objects: [...documentObjects(), ...streams(many)] }))).toBe(
      "unreadable",
    );
  });

  test("a literal string never hides a name: /JS inside text is text", () => {
    const file = assemblePdf({ objects: documentObjects("/Lang (en /JS \\) /AA) ") });
    expect(verdict(file)).toBeNull();
  });
});

test("a link to a website is not active content", async () => {
  const document = await pdfLibDocument((pdf) => {
    const link = pdf.context.register(
      pdf.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [0, 0, 100, 20],
        A: { S: "URI", URI: PDFString.of("https://github.com/ada") },
      }),
    );
    pdf.getPage(0).node.set(PDFName.of("Annots"), pdf.context.obj([link]));
  });
  expect(verdict(await document.save({ useObjectStreams: true }))).toBeNull();
});
