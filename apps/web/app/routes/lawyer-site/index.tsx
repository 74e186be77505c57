import { PRACTICE_AREAS } from "@tousu/domain";
import { Link, redirect } from "react-router";
import { lawyerSessionApi } from "../../features/lawyer-site/load-lawyer-page.server";
import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { buttonClass } from "../../ui/button";
import { Container } from "../../ui/container";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "lawyer-site-index" };

/** A lawyer at work comes in to their inbox; the landing is for those who have yet to join. */
export async function loader(args: Route.LoaderArgs) {
  if (await lawyerSessionApi(args)) throw redirect(`${LAWYER_SITE_PATH}/inbox`);
  return null;
}

export const meta: Route.MetaFunction = () =>
  pageMeta("律师入驻", "执业律师入驻诉达：核验执业信息后，为投诉无果的消费者提供法律服务。");

const OFFERS = [
  {
    title: "真实的委托需求",
    text: "消费者在投诉得不到回应时，可以把投诉委托给律师，您看到的是完整、已审核的投诉材料。",
  },
  {
    title: "只展示执业事实",
    text: "您的主页展示执业领域、执业年限、执业机构与城市，以及平台上的接案情况和服务评价。",
  },
  { title: "按相关度与可接案排序", text: "律师按与投诉的相关度和是否接受委托排序，从不按“战绩”排名。" },
] as const;

const STEPS = [
  { title: "完成实名认证", text: "使用本人手机号登录并完成实名认证，姓名须与执业证一致。" },
  { title: "提交执业信息", text: "填写执业证号、执业机构、执业领域与城市，上传执业证照片并撰写简介。" },
  {
    title: "平台人工核验",
    text: "审核人员在全国律师诚信信息公示平台核对姓名、证号与执业机构，通常3个工作日内完成。",
  },
  {
    title: "每年复核",
    text: "通过后显示“已核验执业信息”及核验日期；平台每年复核一次，到期未复核将暂停展示。",
  },
] as const;

export default function LawyerSiteIndex() {
  return (
    <>
      <section className="bg-slate-900 text-white">
        <Container className="py-12 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl">律师入驻诉达</h1>
          <p className="mt-4 max-w-2xl text-base leading-7 text-slate-200">
            当商家不回应或处理不当时，消费者需要下一步：一位愿意接手的律师。核验执业信息后，您可以在诉达接受消费者的委托。
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={`${LAWYER_SITE_PATH}/apply`} className={buttonClass({ size: "lg" })}>
              申请入驻
            </Link>
            <Link
              to={`${LAWYER_SITE_PATH}/application`}
              className="inline-flex h-12 items-center rounded-md border border-slate-400 px-6 text-base text-white hover:border-white"
            >
              查看申请进度
            </Link>
          </div>
        </Container>
      </section>
      <Container className="space-y-12 py-12">
        <section aria-labelledby="offers">
          <h2 id="offers" className="text-xl font-semibold text-gray-900">
            平台为律师提供什么
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {OFFERS.map((offer) => (
              <li
                key={offer.title}
                className="rounded-lg bg-white p-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
              >
                <h3 className="font-semibold text-gray-900">{offer.title}</h3>
                <p className="mt-2 text-sm leading-6 text-gray-700">{offer.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="steps">
          <h2 id="steps" className="text-xl font-semibold text-gray-900">
            如何核验
          </h2>
          <ol className="mt-5 grid gap-4 md:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-lg bg-white p-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
                <span className="text-sm font-semibold text-brand-700">第{index + 1}步</span>
                <h3 className="mt-1 font-semibold text-gray-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-gray-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="rules" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="rules" className="text-lg font-semibold text-gray-900">
            律师执业广告规则
          </h2>
          <p className="mt-2 text-sm leading-6 text-gray-700">
            简介与主页内容不得宣传胜诉率或成功率、为当事人争取的金额、承诺办案结果、与其他律师比较，也不得以免费或优惠收费招揽业务。提交时平台会自动检查。
          </p>
          <p className="mt-3 text-sm text-gray-700">
            可选执业领域：{PRACTICE_AREAS.map((area) => area.name).join("、")}
          </p>
        </section>
      </Container>
    </>
  );
}
