// The points mall in the user centre (decision 111): the benefits, the confirm dialog, the member's redemptions.
export { MyRedemptions, PointsMall } from "./points-mall";
