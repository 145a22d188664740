// The backend that measures nothing and says why (gpu/stubbackend.h).
#include "gpu/stubbackend.h"

#include <utility>

namespace rooflab::gpu {
namespace {

class StubBackend final : public BenchBackend {
public:
    explicit StubBackend(std::string reason)
        : m_reason(std::move(reason)) {}

    int deviceCount(std::string& error) override {
        error = m_reason;
        return 0;
    }
    bool queryDevice(int, BenchDevice&, std::string& error) override {
        error = m_reason;
        return false;
    }
    std::string method() const override { return "none: " + m_reason; }
    BenchPoint runGemm(const GemmSpec& spec) override { return failed(describeGemm(spec)); }
    BenchPoint runStream(const StreamSpec& spec) override { return failed(describeStream(spec)); }
    BenchPoint runIntensity(const IntensitySpec& spec) override { return failed(describeIntensity(spec)); }
    BenchPoint runCache(const CacheSpec& spec) override { return failed(describeCache(spec)); }
    BenchPoint runLaunch(const LaunchSpec& spec) override { return failed(describeLaunch(spec)); }
    bool sampleClocks(ClockSample& out, std::string& error) override {
        out = ClockSample{};
        error = m_reason;
        return false;
    }

private:
    BenchPoint failed(BenchPoint p) const {
        p.l2Flushed = false;
        p.error = m_reason;
        return p;
    }

    std::string m_reason;
};

} // namespace

std::unique_ptr<BenchBackend> makeStubBackend(std::string reason) {
    return std::make_unique<StubBackend>(std::move(reason));
}

} // namespace rooflab::gpu
