#pragma once
// The answers of core's fit searches (report.fit) a view may be asked to keep to itself: while an
// exercise asks for the fewest GPUs, the napkin's "Fewest GPUs" row and the memory verdict's
// "needs ≥ 4 GPUs" would give the answer away before the student has dragged to it.

namespace rooflab {

enum class FitAnswer { None, FewestGpus, LargestMicroBatch, LargestModel };

} // namespace rooflab
