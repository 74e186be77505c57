import { describe, expect, it } from "vitest";
import {
  burstWindowOf,
  CAMPAIGN_ADDRESS_VOTE_CEILING,
  CAMPAIGN_NETWORK_VOTE_CEILING,
  campaignVoteDay,
  campaignVoteDayResetsAt,
  dailyVotesUsedMessage,
  networkOfAddress,
  nextFreeSlot,
  voteCeiling,
  voteNeedsCaptcha,
} from "./campaign-vote";

describe("campaignVoteDay", () => {
  it("is the Beijing calendar day, which starts at 16:00 UTC the day before", () => {
    expect(campaignVoteDay(new Date("2027-03-14T15:59:59Z"))).toBe("2027-03-14");
    expect(campaignVoteDay(new Date("2027-03-14T16:00:00Z"))).toBe("2027-03-15");
  });

  it("resets at the next 0:00 in Beijing", () => {
    expect(campaignVoteDayResetsAt("2027-03-14").toISOString()).toBe("2027-03-14T16:00:00.000Z");
    expect(dailyVotesUsedMessage(3)).toContain("次日0点");
  });
});

describe("nextFreeSlot", () => {
  it("takes the lowest free slot up to the limit", () => {
    expect(nextFreeSlot([], 3)).toBe(1);
    expect(nextFreeSlot([1, 3], 3)).toBe(2);
    expect(nextFreeSlot([2, 1], 3)).toBe(3);
  });

  it("has none once every slot is taken", () => {
    expect(nextFreeSlot([1, 2, 3], 3)).toBeNull();
    expect(nextFreeSlot([1], 1)).toBeNull();
  });
});

describe("networkOfAddress", () => {
  it("takes IPv4's /24, mapped into IPv6 or not", () => {
    expect(networkOfAddress("203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkOfAddress("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
  });

  it("takes IPv6's /48 whatever the address's spelling", () => {
    expect(networkOfAddress("2001:db8:1:2::5")).toBe("2001:db8:1::/48");
    expect(networkOfAddress("2001:0DB8:0001:ffff:0:0:0:1")).toBe("2001:db8:1::/48");
    expect(networkOfAddress("::1")).toBe("0:0:0::/48");
    expect(networkOfAddress("fe80::1%eth0")).toBe("fe80:0:0::/48");
  });

  it("keeps anything that is no address as its own network", () => {
    expect(networkOfAddress("1:2:3")).toBe("1:2:3");
    expect(networkOfAddress("")).toBe("");
  });
});

describe("voteCeiling", () => {
  it("rises with the accounts sharing an address or network, up to its top", () => {
    expect(voteCeiling(CAMPAIGN_ADDRESS_VOTE_CEILING, 0)).toBe(20);
    expect(voteCeiling(CAMPAIGN_ADDRESS_VOTE_CEILING, 10)).toBe(40);
    expect(voteCeiling(CAMPAIGN_ADDRESS_VOTE_CEILING, 10_000)).toBe(120);
    expect(voteCeiling(CAMPAIGN_NETWORK_VOTE_CEILING, 10)).toBeGreaterThan(
      voteCeiling(CAMPAIGN_ADDRESS_VOTE_CEILING, 10),
    );
  });
});

describe("voteNeedsCaptcha", () => {
  it("asks once an account or an address votes fast", () => {
    expect(voteNeedsCaptcha({ accountLastMinute: 2, addressInWindow: 9 })).toBe(false);
    expect(voteNeedsCaptcha({ accountLastMinute: 3, addressInWindow: 0 })).toBe(true);
    expect(voteNeedsCaptcha({ accountLastMinute: 0, addressInWindow: 10 })).toBe(true);
  });
});

describe("burstWindowOf", () => {
  it("aligns windows to the epoch, so every run finds the same ones", () => {
    const window = burstWindowOf(new Date("2027-03-10T08:07:30Z"));
    expect(window.start.toISOString()).toBe("2027-03-10T08:05:00.000Z");
    expect(window.end.toISOString()).toBe("2027-03-10T08:10:00.000Z");
  });
});
