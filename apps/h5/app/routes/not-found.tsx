import { data } from "react-router";

/** An address of the H5 site no page claims (PC paths never get here: apps/server answers them). */
export function loader() {
  throw data({ message: "页面不存在" }, { status: 404 });
}

export default function NotFound() {
  return null;
}
