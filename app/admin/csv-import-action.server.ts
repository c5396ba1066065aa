import { data, redirect } from "react-router";
import { actorOf, requireAdmin, type PageArgs } from "~/auth/auth.server";
import { csvFileOf, type CsvListImport } from "~/imports/csv-import.server";
import {
  confirmUpload,
  previewUpload,
  type PreviewedUpload,
} from "~/imports/pending-imports.server";
import { textFieldsOf } from "~/lib/validation";
import { adminRefusal, readAdminForm, unknownAction } from "./actions.server";
import { LEAVE_OUT_ROWS_WITH_PROBLEMS } from "./form-fields";

/** What an import page's action answers: a preview and its token, or a refusal. */
export type CsvImportAnswer = Partial<PreviewedUpload> & {
  error?: string;
  errors?: Record<string, string>;
};

/**
 * The action of a list's import page. Preview: the uploaded file read and checked, nothing
 * written, kept for its confirmation. Confirm: the kept file checked again and imported in one
 * transaction (every row, or the rows without problems when the staff chose to leave the others
 * out), then `importedTo`, the list with its notice; a confirmation its rows now refuse answers
 * their new preview.
 */
export async function csvImportAction<T>(
  args: PageArgs,
  list: CsvListImport<T>,
  importedTo: string,
) {
  const by = actorOf(await requireAdmin(args), args.request);
  const read = await readAdminForm(args.request, { maxFiles: 1 });
  if (!read.ok) return adminRefusal(read);
  const form = read.value;
  const { intent, token, rows } = textFieldsOf(form);
  if (intent === "preview") {
    const file = await csvFileOf(form, "file");
    if (!file.ok) {
      return adminRefusal<CsvImportAnswer>(file, {
        errors: { file: file.errors?.file ?? file.message },
      });
    }
    const previewed = previewUpload(list, file.value);
    return previewed.ok ? data<CsvImportAnswer>(previewed.value) : adminRefusal(previewed);
  }
  if (intent === "confirm") {
    const imported = confirmUpload(list, token ?? "", {
      leaveOutRowsWithProblems: rows === LEAVE_OUT_ROWS_WITH_PROBLEMS,
      by,
    });
    if (!imported.ok) {
      return adminRefusal<CsvImportAnswer>(
        imported,
        "previewed" in imported ? imported.previewed : {},
      );
    }
    throw redirect(importedTo);
  }
  return unknownAction();
}
