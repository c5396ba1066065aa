import { cropRecord } from "~/api/records.server";
import { handleApi } from "~/api/request.server";
import { apiOk, methodNotAllowed } from "~/api/responses.server";
import { listCrops } from "~/crops/crops.server";

export const loader = () => handleApi(() => apiOk(listCrops().map(cropRecord)));

export const action = () => methodNotAllowed(["GET"]);
