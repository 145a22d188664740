#include "widgets/charts/chartexporter.h"

#include "document/fileio.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QTemporaryFile>

#include <cmath>

#ifdef ROOFLAB_HAVE_QT_SVG
#include <QSvgGenerator>
#endif

#ifdef __linux__
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace rooflab {

namespace {

// lupdate files the tr("...") calls of free functions under their namespace's context.
QString tr(const char* text) {
    return QCoreApplication::translate("rooflab", text);
}

bool fail(QString* error, const QString& message) {
    if (error)
        *error = message;
    return false;
}

// The logical layout size for an output of `size` pixels at `scale`.
QSize logicalSize(QSize size, double scale) {
    return QSize(std::max(1, int(std::ceil(size.width() / scale - 1e-9))),
                 std::max(1, int(std::ceil(size.height() / scale - 1e-9))));
}

// Checks the target directory first, so that the message says which directory and why rather
// than a bare "cannot open file".
bool checkDirectory(const QString& path, QString* error) {
    const QFileInfo info(path);
    const QFileInfo dir(info.absolutePath());
    if (!dir.exists())
        return fail(error, tr("Cannot save chart to %1: the folder %2 does not exist.")
                               .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(dir.filePath())));
    if (!dir.isDir())
        return fail(error, tr("Cannot save chart to %1: %2 is not a folder.")
                               .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(dir.filePath())));
    if (!dir.isWritable())
        return fail(error, tr("Cannot save chart to %1: the folder %2 is not writable (permission denied).")
                               .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(dir.filePath())));
    if (info.exists() && info.isDir())
        return fail(error, tr("Cannot save chart to %1: it is a folder.").arg(QDir::toNativeSeparators(path)));
    return true;
}

// Writes the whole file or nothing (document/fileio.h): a full disk keeps the old file.
bool saveBytes(const QString& path, const QByteArray& bytes, QString* error) {
    const QString reason = saveFileAtomically(path, bytes);
    if (reason.isEmpty())
        return true;
    return fail(
        error,
        tr("Cannot save chart to %1: %2. The existing file was kept.").arg(QDir::toNativeSeparators(path), reason));
}

bool exportPng(QCustomPlot* plot, const QString& path, QSize size, double scale, QString* error) {
    QImage image = ChartExporter::renderImage(plot, size, scale);
    if (image.isNull())
        return fail(error, tr("Cannot save chart to %1: rendering a %2 x %3 image failed.")
                               .arg(QDir::toNativeSeparators(path))
                               .arg(size.width())
                               .arg(size.height()));
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image))
        return fail(error, tr("Cannot save chart to %1: %2").arg(QDir::toNativeSeparators(path), writer.errorString()));
    return saveBytes(path, buffer.data(), error);
}

// QCustomPlot's savePdf reports success even when the disk filled up under it: a complete PDF
// ends with the %%EOF marker (ISO 32000-1, 7.5.5), a cut-short one does not.
bool pdfIsComplete(const QString& path, qint64* size) {
    QFile file(path);
    *size = file.size();
    if (*size <= 0 || !file.open(QIODevice::ReadOnly))
        return false;
    file.seek(std::max<qint64>(0, *size - 1024));
    return file.readAll().contains("%%EOF");
}

// Where savePdf (which writes a file itself) writes: a scratch file that no failure leaves
// behind. On Linux an anonymous memory file (memfd_create) reached through /proc/self/fd, gone
// with the process however it ends; elsewhere a temporary file in the system's temp folder.
class PdfScratch {
public:
    PdfScratch() {
#ifdef __linux__
        m_fd = ::memfd_create("rooflab-export.pdf", MFD_CLOEXEC);
        if (m_fd >= 0) {
            m_path = QStringLiteral("/proc/self/fd/%1").arg(m_fd);
            return;
        }
#endif
        m_temporary.setFileTemplate(QDir::tempPath() + QStringLiteral("/rooflab-export-XXXXXX.pdf"));
        if (m_temporary.open()) {
            m_path = m_temporary.fileName();
            m_temporary.close();
        }
    }
    ~PdfScratch() {
#ifdef __linux__
        if (m_fd >= 0)
            ::close(m_fd);
#endif
    }
    PdfScratch(const PdfScratch&) = delete;
    PdfScratch& operator=(const PdfScratch&) = delete;
    QString path() const {
        return m_path;
    } // empty when none could be made

private:
    int m_fd = -1;
    QTemporaryFile m_temporary;
    QString m_path;
};

bool exportPdf(QCustomPlot* plot, const QString& path, QSize size, double scale, QString* error) {
    // The PDF is made in a scratch file, checked, and written to the target through the atomic
    // writer like every other export: the old file kept on failure, the user's umask, a symlink's
    // target written (not the link replaced), and no temporary file left beside the target.
    const PdfScratch scratch;
    if (scratch.path().isEmpty())
        return fail(error,
                    tr("Cannot save chart to %1: no scratch file for the PDF.").arg(QDir::toNativeSeparators(path)));
    const QSize logical = logicalSize(size, scale);
    if (!plot->savePdf(scratch.path(), logical.width(), logical.height(), QCP::epNoCosmetic, QStringLiteral("RoofLab")))
        return fail(error, tr("Cannot save chart to %1: writing the PDF failed.").arg(QDir::toNativeSeparators(path)));
    qint64 written = 0;
    if (!pdfIsComplete(scratch.path(), &written))
        return fail(error,
                    tr("Cannot save chart to %1: the PDF came out incomplete (%2 bytes written): the disk may be "
                       "full or the file too large. The existing file was kept.")
                        .arg(QDir::toNativeSeparators(path))
                        .arg(written));
    QFile made(scratch.path());
    if (!made.open(QIODevice::ReadOnly))
        return fail(error, tr("Cannot save chart to %1: %2").arg(QDir::toNativeSeparators(path), made.errorString()));
    return saveBytes(path, made.readAll(), error);
}

bool exportSvg([[maybe_unused]] QCustomPlot* plot, const QString& path, [[maybe_unused]] QSize size,
               [[maybe_unused]] double scale, QString* error) {
#ifdef ROOFLAB_HAVE_QT_SVG
    // The SVG is drawn into memory and written in one checked write: QSvgGenerator writes through
    // a text stream that drops write errors, so a disk filling up under it went unnoticed and a
    // cut-short file replaced the old one (tst_charts exportOntoAFullDiskKeepsTheOldFile).
    const QSize logical = logicalSize(size, scale);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(logical);
    generator.setViewBox(QRect(QPoint(0, 0), logical));
    generator.setResolution(96); // logical pixels at 96 dpi, as Qt lays the chart out
    generator.setTitle(QStringLiteral("RoofLab chart"));
    QCPPainter painter;
    if (!painter.begin(&generator))
        return fail(error,
                    tr("Cannot save chart to %1: the SVG painter did not start.").arg(QDir::toNativeSeparators(path)));
    plot->toPainter(&painter, logical.width(), logical.height());
    painter.end();
    return saveBytes(path, buffer.data(), error);
#else
    return fail(error, tr("Cannot save chart to %1: this build of RoofLab has no SVG support (it needs Qt SVG, "
                          "Debian package qt6-svg-dev). Save as PNG or PDF instead.")
                           .arg(QDir::toNativeSeparators(path)));
#endif
}

} // namespace

QImage ChartExporter::renderImage(QCustomPlot* plot, QSize size, double scale) {
    if (!plot || size.isEmpty() || !(scale > 0))
        return {};
    plot->deselectAll();
    // toPixmap lays the chart out on the logical size and renders qRound(logical * scale)
    // pixels; rounding the logical size up and cropping gives exactly `size` for any scale.
    const QSize logical = logicalSize(size, scale);
    QImage image = plot->toPixmap(logical.width(), logical.height(), scale).toImage();
    // toPixmap leaves the widget's own layout at the export size until its next replot.
    plot->replot(QCustomPlot::rpQueuedReplot);
    if (image.isNull())
        return image;
    if (image.size() != size)
        image = image.copy(QRect(QPoint(0, 0), size));
    image.setDevicePixelRatio(1.0);
    // Record the scale as the resolution, so that apps that honour DPI show it at its layout size.
    const int dotsPerMeter = qRound(96.0 * scale / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

bool ChartExporter::exportChart(QCustomPlot* plot, const QString& path, QSize size, double scale, QString* error) {
    if (!plot)
        return fail(error, tr("Cannot save chart: there is no chart."));
    if (path.isEmpty())
        return fail(error, tr("Cannot save chart: no file name given."));
    if (size.isEmpty() || !(scale > 0) || !std::isfinite(scale))
        return fail(error, tr("Cannot save chart to %1: invalid size %2 x %3 at scale %4.")
                               .arg(QDir::toNativeSeparators(path))
                               .arg(size.width())
                               .arg(size.height())
                               .arg(scale));
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!supportedSuffixes().contains(suffix) && suffix != QLatin1String("svg"))
        return fail(error, tr("Cannot save chart to %1: unknown file type \"%2\" (use .png, .pdf or .svg).")
                               .arg(QDir::toNativeSeparators(path),
                                    suffix.isEmpty() ? tr("no suffix") : QLatin1Char('.') + suffix));
    if (!checkDirectory(path, error))
        return false;
    plot->deselectAll();
    if (suffix == QLatin1String("png"))
        return exportPng(plot, path, size, scale, error);
    if (suffix == QLatin1String("pdf"))
        return exportPdf(plot, path, size, scale, error);
    return exportSvg(plot, path, size, scale, error);
}

bool ChartExporter::copyToClipboard(QCustomPlot* plot, QSize size, double scale) {
    const QImage image = renderImage(plot, size, scale);
    QClipboard* clipboard = QApplication::clipboard();
    if (image.isNull() || !clipboard)
        return false;
    clipboard->setImage(image);
    return true;
}

bool ChartExporter::svgSupported() {
#ifdef ROOFLAB_HAVE_QT_SVG
    return true;
#else
    return false;
#endif
}

QStringList ChartExporter::supportedSuffixes() {
    QStringList suffixes{QStringLiteral("png"), QStringLiteral("pdf")};
    if (svgSupported())
        suffixes << QStringLiteral("svg");
    return suffixes;
}

} // namespace rooflab
