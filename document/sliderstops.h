#pragma once
// The stops of the controls' log sliders for sizes (model parameters, tokens): 1, 1.5, 2, 3, 5, 7
// per decade, six a decade, landing on the sizes people quote (7B, 70B, 1.5B, 300M). Counts
// (batch, sequence, GPUs) step by powers of two. The slider (widgets/controls/logslider) and
// the exercises' checks (document/exercises: "one stop further") step over the same stops.
namespace rooflab {

inline constexpr double kNiceMantissas[] = {1, 1.5, 2, 3, 5, 7};

} // namespace rooflab
