import { Link } from "react-router";
import { useJoinedCollective } from "../collective-choice";

/** Says which collective complaint this one joins, when step one chose one. */
export function JoinedCollectiveNote({ collectiveId }: { collectiveId: number | null }) {
  const joinedCollective = useJoinedCollective(collectiveId);
  if (!joinedCollective) return null;
  return (
    <p className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm leading-6 text-emerald-900">
      本投诉将加入集体投诉「
      <Link
        to={`/tousu/collective/${joinedCollective.id}`}
        target="_blank"
        className="font-medium underline underline-offset-2"
      >
        {joinedCollective.title}
      </Link>
      」，与其他遇到同类问题的消费者一起维权。如不想加入，可返回上一步选择单独投诉。
    </p>
  );
}
