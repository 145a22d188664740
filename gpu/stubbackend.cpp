// The backend of builds without CUDA: it measures nothing and says why.
#include "gpu/benchdevice.h"

namespace rooflab::gpu {
namespace {

class StubBackend final : public BenchBackend {
public:
    int deviceCount(std::string& error) override {
        error = std::string(kNoCudaMessage);
        return 0;
    }
    bool queryDevice(int, BenchDevice&, std::string& error) override {
        error = std::string(kNoCudaMessage);
        return false;
    }
    std::string method() const override { return "none: " + std::string(kNoCudaMessage); }
    BenchPoint runGemm(const GemmSpec& spec) override { return failed(describeGemm(spec)); }
    BenchPoint runStream(const StreamSpec& spec) override { return failed(describeStream(spec)); }
    BenchPoint runIntensity(const IntensitySpec& spec) override {
        return failed(describeIntensity(spec));
    }
    BenchPoint runCache(const CacheSpec& spec) override { return failed(describeCache(spec)); }
    BenchPoint runLaunch(const LaunchSpec& spec) override { return failed(describeLaunch(spec)); }
    bool sampleClocks(ClockSample& out, std::string& error) override {
        out = ClockSample{};
        error = std::string(kNoCudaMessage);
        return false;
    }

private:
    static BenchPoint failed(BenchPoint p) {
        p.l2Flushed = false;
        p.error = std::string(kNoCudaMessage);
        return p;
    }
};

} // namespace

std::unique_ptr<BenchBackend> createBackend() { return std::make_unique<StubBackend>(); }
bool buildHasCuda() { return false; }

} // namespace rooflab::gpu
