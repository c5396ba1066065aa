import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "./image-limits";
import { OversizedUpload, parseUploadForm } from "./uploads.server";

const MB = 1024 * 1024;

/** A multipart request, as a browser sends it (Content-Length included). */
function formRequest(form: FormData, headers: Record<string, string> = {}): Promise<Request> {
  const encoded = new Request("http://localhost/admin/gallery", { method: "POST", body: form });
  return encoded.arrayBuffer().then(
    (body) =>
      new Request("http://localhost/admin/gallery", {
        method: "POST",
        body,
        headers: {
          "content-type": encoded.headers.get("content-type") ?? "",
          "content-length": String(body.byteLength),
          ...headers,
        },
      }),
  );
}

/** The form parseUploadForm read; fails the test when it refused it. */
async function formRead(read: ReturnType<typeof parseUploadForm>): Promise<FormData> {
  const result = await read;
  if (!result.ok) throw new Error(`Refused: ${result.status} ${result.message}`);
  return result.value;
}

const jpeg = (bytes: number, name: string) =>
  new File([new Uint8Array(bytes).fill(7)], name, { type: "image/jpeg" });

describe("parseUploadForm", () => {
  it("skips a file over the limit and reads the fields and files after it", async () => {
    const form = new FormData();
    form.set("title", "Field day");
    form.append("images", jpeg(IMAGE_MAX_BYTES + 300_000, "IMG_2041.jpg"));
    form.append("images", jpeg(1000, "small.jpg"));
    form.set("location", "Okara");
    const parsed = await formRead(parseUploadForm(await formRequest(form), 3, "skip"));

    expect(parsed.get("title")).toBe("Field day");
    expect(parsed.get("location")).toBe("Okara");
    const [skipped, kept] = parsed.getAll("images") as File[];
    expect(skipped).toBeInstanceOf(OversizedUpload);
    expect(skipped?.name).toBe("IMG_2041.jpg");
    expect(skipped?.type).toBe("image/jpeg");
    expect(skipped?.size).toBeGreaterThan(IMAGE_MAX_BYTES);
    // Nothing of it was kept.
    expect((await skipped?.arrayBuffer())?.byteLength).toBe(0);
    expect(kept?.name).toBe("small.jpg");
    expect(kept?.size).toBe(1000);
    expect(new Uint8Array((await kept?.arrayBuffer()) ?? new ArrayBuffer(0))[0]).toBe(7);
  });

  it("keeps a file of exactly the limit", async () => {
    const form = new FormData();
    form.append("image", jpeg(IMAGE_MAX_BYTES, "exact.jpg"));
    const parsed = await formRead(parseUploadForm(await formRequest(form), 1, "skip"));
    const file = parsed.get("image") as File;
    expect(file).not.toBeInstanceOf(OversizedUpload);
    expect(file.size).toBe(IMAGE_MAX_BYTES);
  });

  it("refuses the whole request at a file over the limit when asked to (the API)", async () => {
    const form = new FormData();
    form.append("images", jpeg(IMAGE_MAX_BYTES + 1, "big.jpg"));
    expect(await parseUploadForm(await formRequest(form), 3)).toEqual({
      ok: false,
      status: 413,
      message:
        "A file is too large (max 5MB). Nothing was saved: choose a smaller file and send again.",
    });
  });

  it("refuses a form over its whole room by its Content-Length, before reading", async () => {
    const form = new FormData();
    form.append("image", jpeg(1000, "small.jpg"));
    const request = await formRequest(form, { "content-length": String(31 * MB) });
    expect(await parseUploadForm(request, 1, "skip")).toEqual({
      ok: false,
      status: 413,
      message:
        "The form is too large to send (over 30 MB in all). Choose fewer or smaller files and send again.",
    });
    expect(request.bodyUsed).toBe(false);
  });

  it("keeps a larger file in a field that allows one, and counts it beside the images", async () => {
    const larger = { labelPdf: 10 * MB };
    const form = new FormData();
    form.append("image", jpeg(1000, "pack.jpg"));
    form.append("labelPdf", jpeg(IMAGE_MAX_BYTES + 300_000, "label.pdf"));
    form.append("image", jpeg(1000, "second.jpg"));
    // One image allowed, beside the label: a second image is one too many, and so is a second
    // label.
    expect(await parseUploadForm(await formRequest(form), 1, "skip", larger)).toMatchObject({
      ok: false,
      status: 413,
      message: "At most 1 file can be sent at once.",
    });
    form.set("image", jpeg(1000, "pack.jpg"));
    form.append("labelPdf", jpeg(1000, "again.pdf"));
    expect(await parseUploadForm(await formRequest(form), 1, "skip", larger)).toMatchObject({
      ok: false,
      status: 413,
      message: "At most one file can be sent as labelPdf.",
    });
    form.set("labelPdf", jpeg(IMAGE_MAX_BYTES + 300_000, "label.pdf"));
    const parsed = await formRead(parseUploadForm(await formRequest(form), 1, "skip", larger));
    const label = parsed.get("labelPdf") as File;
    expect(label).not.toBeInstanceOf(OversizedUpload);
    expect(label.size).toBe(IMAGE_MAX_BYTES + 300_000);
  });

  it("skips a file over its own field's limit, an image over 5 MB beside a larger file's field", async () => {
    const form = new FormData();
    form.append("image", jpeg(IMAGE_MAX_BYTES + 1, "photo.jpg"));
    form.append("labelPdf", jpeg(10 * MB + 1, "label.pdf"));
    form.set("name", "Dhaal");
    const parsed = await formRead(
      parseUploadForm(await formRequest(form), 1, "skip", { labelPdf: 10 * MB }),
    );
    const image = parsed.get("image") as File;
    const label = parsed.get("labelPdf") as File;
    expect(image).toBeInstanceOf(OversizedUpload);
    expect(image.size).toBe(IMAGE_MAX_BYTES + 1);
    expect(label).toBeInstanceOf(OversizedUpload);
    expect(label.size).toBe(10 * MB + 1);
    expect((await label.arrayBuffer()).byteLength).toBe(0);
    expect(parsed.get("name")).toBe("Dhaal");
    // Refused as a whole (the API), the message names that field's limit.
    form.delete("image");
    expect(
      await parseUploadForm(await formRequest(form), 1, "refuse", { labelPdf: 10 * MB }),
    ).toEqual({
      ok: false,
      status: 413,
      message:
        "A file is too large (max 10MB). Nothing was saved: choose a smaller file and send again.",
    });
  });

  it("refuses more files than allowed", async () => {
    const form = new FormData();
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) form.append("images", jpeg(10, name));
    expect(await parseUploadForm(await formRequest(form), 2, "skip")).toEqual({
      ok: false,
      status: 413,
      message: "At most 2 files can be sent at once.",
    });
  });

  it("refuses text fields over their room", async () => {
    const form = new FormData();
    form.set("description", "x".repeat(300 * 1024));
    expect(await parseUploadForm(await formRequest(form), 1, "skip")).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it("keeps an Urdu file name as the phone sent it", async () => {
    const form = new FormData();
    form.append("image", jpeg(10, "کپاس کا کھیت.jpg"));
    const parsed = await formRead(parseUploadForm(await formRequest(form), 1, "skip"));
    expect((parsed.get("image") as File).name).toBe("کپاس کا کھیت.jpg");
  });

  it("reads an unchosen file field as an empty, unnamed file", async () => {
    const form = new FormData();
    form.set("name", "Spray");
    form.append("image", new File([], "", { type: "application/octet-stream" }));
    const parsed = await formRead(parseUploadForm(await formRequest(form), 1, "skip"));
    const file = parsed.get("image") as File;
    expect(file.name).toBe("");
    expect(file.size).toBe(0);
  });

  it("answers a multipart type without a boundary, or a broken body, as a form it cannot read", async () => {
    const noBoundary = new Request("http://localhost/admin/gallery", {
      method: "POST",
      body: "x",
      headers: { "content-type": "multipart/form-data", "content-length": "1" },
    });
    const unreadable = { ok: false, status: 415, message: "The form could not be read." };
    expect(await parseUploadForm(noBoundary, 1)).toEqual(unreadable);
    const broken = new Request("http://localhost/admin/gallery", {
      method: "POST",
      body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished',
      headers: { "content-type": "multipart/form-data; boundary=b", "content-length": "60" },
    });
    expect(await parseUploadForm(broken, 1)).toEqual(unreadable);
  });
});
