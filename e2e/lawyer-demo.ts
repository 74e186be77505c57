import { query } from "./lifecycle-actors";

/**
 * The seed's first lawyer account (the demo lawyer) with a verified profile in a list city no seeded
 * lawyer practises in, so /law can be filtered down to it; kept as it is when the seed already verified it.
 */
export const DEMO_LAWYER_CITY = "舟山市";

export async function demoLawyer(): Promise<{ id: number; lawFirm: string }> {
  const [row] = await query<{ user_id: string; law_firm: string }>(
    `insert into lawyer_profiles (user_id, license_no, law_firm, city, practice_areas, practice_since_year,
       license_photo_key, introduction, status, verified_at, recheck_due_at, accepting_cases)
     select r.user_id, '13301201410000001', '青石律师事务所', $1, '{consumer,ecommerce,contract}', 2014,
       'lawyers/demo/licence.jpg', '执业十余年，专注消费者权益保护、电子商务与合同纠纷。', 'verified',
       now(), now() + interval '1 year', true
     from user_roles r where r.role = 'lawyer' order by r.user_id limit 1
     on conflict (user_id) do update set status = 'verified', accepting_cases = true, city = $1
     returning user_id, law_firm`,
    [DEMO_LAWYER_CITY],
  );
  if (!row) throw new Error("the seed has no lawyer account");
  return { id: Number(row.user_id), lawFirm: row.law_firm };
}
