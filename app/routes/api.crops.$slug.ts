import type { LoaderFunctionArgs } from "@remix-run/node";
import { cropRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiFound, methodNotAllowed } from "~/api/responses.server";
import { getCropBySlug } from "~/crops/crops.server";

export const loader = ({ params }: LoaderFunctionArgs) =>
  handleApi(() => apiFound(getCropBySlug(params.slug ?? ""), cropRecord, "Crop"));

export const action = () => methodNotAllowed(["GET"]);
